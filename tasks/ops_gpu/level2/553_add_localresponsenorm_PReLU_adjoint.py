"""torch.add -> F.local_response_norm -> PReLU -> torch.adjoint: synthesised by warpgym synth (seed 7, index 897, torch#4, dim 0 x207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> F.local_response_norm -> PReLU -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.prelu_2 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = F.local_response_norm(x, size=4)
        x = self.prelu_2(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(828, 32, 32, 32), torch.randn(828, 32, 32, 32)]


def get_init_inputs():
    return []
