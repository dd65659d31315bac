"""torch.lerp -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5340, torch#2, dim 0 x1918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2, x3):
        x = torch.lerp(x, x1, x2)
        x = self.bcewithlogitsloss_1(x, x3)
        return x


def get_inputs():
    return [torch.randn(15344, 16, 32, 32), torch.randn(15344, 16, 32, 32), torch.randn(15344, 16, 32, 32), torch.randn(15344, 16, 32, 32)]


def get_init_inputs():
    return []
