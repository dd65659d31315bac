"""torch.angle -> F.hardtanh -> torch.cov -> torch.qr -> torch.remainder: synthesised by warpgym synth (seed 7, index 3270, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.hardtanh -> torch.cov -> torch.qr -> torch.remainder"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = F.hardtanh(x)
        x = torch.cov(x)
        x = torch.qr(x)[0]
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
