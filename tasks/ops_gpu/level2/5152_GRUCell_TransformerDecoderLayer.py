"""GRUCell -> TransformerDecoderLayer: synthesised by warpgym synth (seed 9, index 662, torch#2, dim 0 x12)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GRUCell -> TransformerDecoderLayer"""

    def __init__(self):
        super().__init__()
        self.grucell_0 = nn.GRUCell(hidden_size=256, input_size=256)
        self.transformerdecoderlayer_1 = nn.TransformerDecoderLayer(d_model=256, nhead=2)

    def forward(self, x, x1):
        x = self.grucell_0(x)
        x = self.transformerdecoderlayer_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(3072, 256), torch.randn(3072, 256)]


def get_init_inputs():
    return []
