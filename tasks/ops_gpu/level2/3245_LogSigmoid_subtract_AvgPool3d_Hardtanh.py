"""LogSigmoid -> torch.subtract -> AvgPool3d -> Hardtanh: synthesised by warpgym synth (seed 7, index 5118, torch#4, dim 0 x3955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.subtract -> AvgPool3d -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.avgpool3d_2 = nn.AvgPool3d(kernel_size=3)
        self.hardtanh_3 = nn.Hardtanh()

    def forward(self, x, x1):
        x = self.logsigmoid_0(x)
        x = torch.subtract(x, x1)
        x = self.avgpool3d_2(x)
        x = self.hardtanh_3(x)
        return x


def get_inputs():
    return [torch.randn(15820, 32, 32, 32), torch.randn(15820, 32, 32, 32)]


def get_init_inputs():
    return []
