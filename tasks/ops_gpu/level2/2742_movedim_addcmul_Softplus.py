"""torch.movedim -> torch.addcmul -> Softplus: synthesised by warpgym synth (seed 7, index 4327, torch#3, dim 0 x965)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> torch.addcmul -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_2 = nn.Softplus()

    def forward(self, x, x1, x2):
        x = torch.movedim(x, 2, 1)
        x = torch.addcmul(x, x1, x2)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(15440, 32, 16, 16), torch.randn(15440, 16, 32, 16), torch.randn(15440, 16, 32, 16)]


def get_init_inputs():
    return []
