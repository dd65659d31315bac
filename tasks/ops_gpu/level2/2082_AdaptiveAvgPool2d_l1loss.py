"""AdaptiveAvgPool2d -> F.l1_loss: synthesised by warpgym synth (seed 7, index 2839, torch#2, dim 0 x3053)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool2d_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(48848, 64, 128), torch.randn(48848, 4, 4)]


def get_init_inputs():
    return []
