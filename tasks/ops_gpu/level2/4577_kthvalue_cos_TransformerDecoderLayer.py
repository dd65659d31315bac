"""torch.kthvalue -> torch.cos -> TransformerDecoderLayer: synthesised by warpgym synth (seed 8, index 222, torch#3, dim 0 x109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> torch.cos -> TransformerDecoderLayer"""

    def __init__(self):
        super().__init__()
        self.transformerdecoderlayer_2 = nn.TransformerDecoderLayer(d_model=16, nhead=2)

    def forward(self, x, x1):
        x = torch.kthvalue(x, 2)[0]
        x = torch.cos(x)
        x = self.transformerdecoderlayer_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(872, 64, 16, 16), torch.randn(872, 64, 16)]


def get_init_inputs():
    return []
