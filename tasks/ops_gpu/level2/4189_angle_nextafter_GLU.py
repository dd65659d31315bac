"""torch.angle -> torch.nextafter -> GLU: synthesised by warpgym synth (seed 7, index 6585, torch#3, dim 0 x1367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.nextafter -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_2 = nn.GLU()

    def forward(self, x, x1):
        x = torch.angle(x)
        x = torch.nextafter(x, x1)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(349952, 256), torch.randn(349952, 256)]


def get_init_inputs():
    return []
