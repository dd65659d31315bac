"""AdaptiveAvgPool2d -> F.mse_loss: synthesised by warpgym synth (seed 7, index 6858, torch#2, dim 0 x7314)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool2d_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29256, 32, 32, 32), torch.randn(29256, 32, 4, 4)]


def get_init_inputs():
    return []
