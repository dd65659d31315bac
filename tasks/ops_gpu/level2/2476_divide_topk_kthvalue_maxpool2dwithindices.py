"""torch.divide -> torch.topk -> torch.kthvalue -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 3914, torch#4, dim 0 x1237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.divide -> torch.topk -> torch.kthvalue -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.divide(x, x1)
        x = torch.topk(x, 2)[0]
        x = torch.kthvalue(x, 2)[0]
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(19792, 32, 16, 16), torch.randn(19792, 32, 16, 16)]


def get_init_inputs():
    return []
