"""F.softsign -> torch.ceil -> torch.diag: synthesised by warpgym synth (seed 10, index 0, torch#3, dim 0 x2027)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.ceil -> torch.diag"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softsign(x)
        x = torch.ceil(x)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(518912, 512)]


def get_init_inputs():
    return []
