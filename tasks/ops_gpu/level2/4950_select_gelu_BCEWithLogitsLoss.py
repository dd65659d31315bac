"""torch.select -> F.gelu -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 6734, torch#3, dim 0 x28444)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> F.gelu -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = torch.select(x, -1, 2)
        x = F.gelu(x)
        x = self.bcewithlogitsloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(56888, 8, 8, 16, 16), torch.randn(56888, 8, 8, 16)]


def get_init_inputs():
    return []
