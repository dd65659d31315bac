"""torch.angle -> torch.min: synthesised by warpgym synth (seed 7, index 2398, torch#2, dim 0 x9579)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.min"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(1226112, 256), torch.randn(1226112, 256)]


def get_init_inputs():
    return []
