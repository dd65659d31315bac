"""RMSNorm -> torch.hypot -> torch.rot90 -> torch.matrix_power -> torch.remainder: synthesised by warpgym synth (seed 7, index 4154, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> torch.hypot -> torch.rot90 -> torch.matrix_power -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=8)

    def forward(self, x, x1, x2):
        x = self.rmsnorm_0(x)
        x = torch.hypot(x, x1)
        x = torch.rot90(x)
        x = torch.matrix_power(x, 2)
        x = torch.remainder(x, x2)
        return x


def get_inputs():
    return [torch.randn(4, 16, 8, 8, 8), torch.randn(4, 16, 8, 8, 8), torch.randn(16, 4, 8, 8, 8)]


def get_init_inputs():
    return []
