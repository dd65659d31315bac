"""torch.addcdiv -> torch.diag: synthesised by warpgym synth (seed 7, index 3109, torch#2, dim 0 x1606)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> torch.diag"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcdiv(x, x1, x2)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(102784, 1024), torch.randn(102784, 1024), torch.randn(102784, 1024)]


def get_init_inputs():
    return []
