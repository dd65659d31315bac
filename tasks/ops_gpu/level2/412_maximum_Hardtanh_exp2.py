"""torch.maximum -> Hardtanh -> torch.exp2: synthesised by warpgym synth (seed 7, index 649, torch#3, dim 0 x1616)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Hardtanh -> torch.exp2"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.hardtanh_1(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(413696, 256), torch.randn(413696, 256)]


def get_init_inputs():
    return []
