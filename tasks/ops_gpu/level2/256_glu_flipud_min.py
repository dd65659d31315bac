"""F.glu -> torch.flipud -> torch.min: synthesised by warpgym synth (seed 7, index 393, torch#3, dim 0 x7593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.flipud -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.glu(x)
        x = torch.flipud(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(485952, 1024), torch.randn(485952, 512)]


def get_init_inputs():
    return []
