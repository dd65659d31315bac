"""F.instance_norm -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5632, torch#2, dim 0 x1801)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = F.instance_norm(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(57632, 128, 64), torch.randn(57632, 128, 64)]


def get_init_inputs():
    return []
