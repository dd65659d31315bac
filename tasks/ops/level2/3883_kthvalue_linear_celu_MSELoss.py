"""torch.kthvalue -> F.linear -> F.celu -> MSELoss: synthesised by warpgym synth (seed 7, index 5100, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> F.linear -> F.celu -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.mseloss_3 = nn.MSELoss()

    def forward(self, x, x1, x2):
        x = torch.kthvalue(x, 2)[0]
        x = F.linear(x, x1)
        x = F.celu(x)
        x = self.mseloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(16, 32), torch.randn(16, 16)]


def get_init_inputs():
    return []
