"""torch.diagonal -> hf.LaplaceActivation -> torch.qr -> TransformerEncoderLayer: synthesised by warpgym synth (seed 7, index 1198, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.diagonal -> hf.LaplaceActivation -> torch.qr -> TransformerEncoderLayer"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.transformerencoderlayer_3 = nn.TransformerEncoderLayer(d_model=16, nhead=2)

    def forward(self, x):
        x = torch.diagonal(x)
        x = self.laplaceactivation_1(x)
        x = torch.qr(x)[0]
        x = self.transformerencoderlayer_3(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
