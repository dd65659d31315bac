"""ConstantPad1d -> F.leaky_relu -> F.threshold -> torch.ldexp -> Hardtanh: synthesised by warpgym synth (seed 7, index 6957, torch#5, dim 0 x831)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.leaky_relu -> F.threshold -> torch.ldexp -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.hardtanh_4 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = F.leaky_relu(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.ldexp(x, x1)
        x = self.hardtanh_4(x)
        return x


def get_inputs():
    return [torch.randn(425472, 256), torch.randn(425472, 258)]


def get_init_inputs():
    return []
