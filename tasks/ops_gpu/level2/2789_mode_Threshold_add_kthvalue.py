"""torch.mode -> Threshold -> torch.add -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 4400, torch#4, dim 0 x4514)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> Threshold -> torch.add -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = torch.mode(x)[0]
        x = self.threshold_1(x)
        x = torch.add(x, x1)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(72224, 32, 256), torch.randn(72224, 32)]


def get_init_inputs():
    return []
