"""F.threshold -> Hardswish -> torch.angle -> torch.heaviside: synthesised by warpgym synth (seed 9, index 651, torch#4, dim 0 x1536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> Hardswish -> torch.angle -> torch.heaviside"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.hardswish_1(x)
        x = torch.angle(x)
        x = torch.heaviside(x, x1)
        return x


def get_inputs():
    return [torch.randn(786432, 256), torch.randn(786432, 256)]


def get_init_inputs():
    return []
