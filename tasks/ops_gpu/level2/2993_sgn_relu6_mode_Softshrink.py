"""torch.sgn -> F.relu6 -> torch.mode -> Softshrink: synthesised by warpgym synth (seed 7, index 4731, torch#4, dim 0 x9739)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sgn -> F.relu6 -> torch.mode -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_3 = nn.Softshrink()

    def forward(self, x):
        x = torch.sgn(x)
        x = F.relu6(x)
        x = torch.mode(x)[0]
        x = self.softshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(38956, 16, 8, 8, 8)]


def get_init_inputs():
    return []
