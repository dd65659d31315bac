"""torch.fmax -> torch.negative: synthesised by warpgym synth (seed 7, index 2773, torch#2, dim 0 x4752)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> torch.negative"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.fmax(x, x1)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(1216512, 256), torch.randn(1216512, 256)]


def get_init_inputs():
    return []
