"""torch.geqrf -> LogSigmoid -> GELU -> MSELoss: synthesised by warpgym synth (seed 7, index 6668, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> LogSigmoid -> GELU -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()
        self.gelu_2 = nn.GELU()
        self.mseloss_3 = nn.MSELoss()

    def forward(self, x, x1):
        x = torch.geqrf(x)[0]
        x = self.logsigmoid_1(x)
        x = self.gelu_2(x)
        x = self.mseloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
