"""CircularPad1d -> torch.rot90 -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 2466, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> torch.rot90 -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.bcewithlogitsloss_2 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.circularpad1d_0(x)
        x = torch.rot90(x)
        x = self.bcewithlogitsloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(258, 256)]


def get_init_inputs():
    return []
