"""F.unfold -> torch.angle -> torch.swapdims -> GELU: synthesised by warpgym synth (seed 7, index 42, torch#4, dim 0 x116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.unfold -> torch.angle -> torch.swapdims -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_3 = nn.GELU()

    def forward(self, x):
        x = F.unfold(x, kernel_size=3)
        x = torch.angle(x)
        x = torch.swapdims(x, -1, -2)
        x = self.gelu_3(x)
        return x


def get_inputs():
    return [torch.randn(928, 16, 32, 32)]


def get_init_inputs():
    return []
