"""F.lp_pool2d -> GLU -> torch.diag_embed: synthesised by warpgym synth (seed 7, index 938, torch#3, dim 0 x6095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> GLU -> torch.diag_embed"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.glu_1(x)
        x = torch.diag_embed(x)
        return x


def get_inputs():
    return [torch.randn(24380, 32, 32, 32)]


def get_init_inputs():
    return []
