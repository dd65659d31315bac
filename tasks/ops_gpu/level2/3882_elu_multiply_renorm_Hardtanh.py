"""F.elu -> torch.multiply -> torch.renorm -> Hardtanh: synthesised by warpgym synth (seed 7, index 6117, torch#4, dim 0 x520)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.elu -> torch.multiply -> torch.renorm -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_3 = nn.Hardtanh()

    def forward(self, x, x1):
        x = F.elu(x)
        x = torch.multiply(x, x1)
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = self.hardtanh_3(x)
        return x


def get_inputs():
    return [torch.randn(133120, 512), torch.randn(133120, 512)]


def get_init_inputs():
    return []
