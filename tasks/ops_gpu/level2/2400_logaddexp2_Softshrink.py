"""torch.logaddexp2 -> Softshrink: synthesised by warpgym synth (seed 7, index 3785, torch#2, dim 0 x2455)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(39280, 64, 128), torch.randn(39280, 64, 128)]


def get_init_inputs():
    return []
