"""torch.addcmul -> torch.cumsum: synthesised by warpgym synth (seed 7, index 216, torch#2, dim 0 x3796)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> torch.cumsum"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = torch.cumsum(x, -1)
        return x


def get_inputs():
    return [torch.randn(242944, 1024), torch.randn(242944, 1024), torch.randn(242944, 1024)]


def get_init_inputs():
    return []
