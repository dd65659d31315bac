"""torch.div -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 5294, torch#2, dim 0 x3320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(849920, 512), torch.randn(849920, 512)]


def get_init_inputs():
    return []
