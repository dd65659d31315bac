"""torch.round -> ConstantPad3d -> CELU -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 1712, torch#4, dim 0 x1182)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.round -> ConstantPad3d -> CELU -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)
        self.celu_2 = nn.CELU()

    def forward(self, x):
        x = torch.round(x)
        x = self.constantpad3d_1(x)
        x = self.celu_2(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(4728, 16, 8, 8, 8)]


def get_init_inputs():
    return []
