"""torch.fmax -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 92, torch#2, dim 0 x1583)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmax -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = torch.fmax(x, x1)
        x = self.bcewithlogitsloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(405248, 256), torch.randn(405248, 256), torch.randn(405248, 256)]


def get_init_inputs():
    return []
