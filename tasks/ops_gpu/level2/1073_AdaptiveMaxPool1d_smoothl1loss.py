"""AdaptiveMaxPool1d -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 1469, torch#2, dim 0 x6376)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3264512, 256), torch.randn(3264512, 4)]


def get_init_inputs():
    return []
