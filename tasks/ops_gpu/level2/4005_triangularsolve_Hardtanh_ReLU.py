"""torch.triangular_solve -> Hardtanh -> ReLU: synthesised by warpgym synth (seed 7, index 6301, torch#3, dim 0 x2525)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triangular_solve -> Hardtanh -> ReLU"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()
        self.relu_2 = nn.ReLU()

    def forward(self, x, x1):
        x = torch.triangular_solve(x, x1)[0]
        x = self.hardtanh_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(40400, 32, 16, 16), torch.randn(40400, 32, 16, 16)]


def get_init_inputs():
    return []
