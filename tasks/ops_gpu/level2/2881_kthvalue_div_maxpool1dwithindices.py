"""torch.kthvalue -> torch.div -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 4554, torch#3, dim 0 x2759)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> torch.div -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.kthvalue(x, 2)[0]
        x = torch.div(x, x1)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(88288, 128, 64), torch.randn(88288, 128)]


def get_init_inputs():
    return []
