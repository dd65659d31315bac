"""LogSigmoid -> torch.true_divide -> ELU -> LocalResponseNorm: synthesised by warpgym synth (seed 7, index 6536, torch#4, dim 0 x199)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.true_divide -> ELU -> LocalResponseNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.elu_2 = nn.ELU()
        self.localresponsenorm_3 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.logsigmoid_0(x)
        x = torch.true_divide(x, x1)
        x = self.elu_2(x)
        x = self.localresponsenorm_3(x)
        return x


def get_inputs():
    return [torch.randn(3184, 32, 16, 16), torch.randn(3184, 32, 16, 16)]


def get_init_inputs():
    return []
