"""torch.maximum -> torch.fliplr: synthesised by warpgym synth (seed 7, index 679, torch#2, dim 0 x5320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(1361920, 256), torch.randn(1361920, 256)]


def get_init_inputs():
    return []
