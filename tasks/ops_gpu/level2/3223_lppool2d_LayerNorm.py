"""F.lp_pool2d -> LayerNorm: synthesised by warpgym synth (seed 7, index 5078, torch#2, dim 0 x2921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=21)

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(93472, 128, 64)]


def get_init_inputs():
    return []
