"""torch.angle -> TransformerEncoderLayer -> torch.flatten: synthesised by warpgym synth (seed 9, index 786, torch#3, dim 0 x24)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> TransformerEncoderLayer -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.transformerencoderlayer_1 = nn.TransformerEncoderLayer(d_model=256, nhead=2)

    def forward(self, x):
        x = torch.angle(x)
        x = self.transformerencoderlayer_1(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(12288, 256)]


def get_init_inputs():
    return []
