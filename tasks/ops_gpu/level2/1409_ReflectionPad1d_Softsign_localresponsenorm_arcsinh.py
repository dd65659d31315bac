"""ReflectionPad1d -> Softsign -> F.local_response_norm -> torch.arcsinh: synthesised by warpgym synth (seed 7, index 2253, torch#4, dim 0 x1275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> Softsign -> F.local_response_norm -> torch.arcsinh"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.softsign_1(x)
        x = F.local_response_norm(x, size=4)
        x = torch.arcsinh(x)
        return x


def get_inputs():
    return [torch.randn(20400, 64, 128)]


def get_init_inputs():
    return []
