"""F.adaptive_max_pool2d_with_indices -> Softmax2d: synthesised by warpgym synth (seed 9, index 58, torch#2, dim 0 x3757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(120224, 128, 64)]


def get_init_inputs():
    return []
