"""torch.atan2 -> GLU -> torch.angle: synthesised by warpgym synth (seed 7, index 6416, torch#3, dim 0 x1050)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> GLU -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = self.glu_1(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(537600, 256), torch.randn(537600, 256)]


def get_init_inputs():
    return []
