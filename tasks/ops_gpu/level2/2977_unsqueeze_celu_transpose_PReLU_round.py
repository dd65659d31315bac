"""torch.unsqueeze -> F.celu -> torch.transpose -> PReLU -> torch.round: synthesised by warpgym synth (seed 7, index 4712, torch#5, dim 0 x908)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> F.celu -> torch.transpose -> PReLU -> torch.round"""

    def __init__(self):
        super().__init__()
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = F.celu(x)
        x = torch.transpose(x, -1, -2)
        x = self.prelu_3(x)
        x = torch.round(x)
        return x


def get_inputs():
    return [torch.randn(7264, 64, 16, 16)]


def get_init_inputs():
    return []
