"""CosineSimilarity -> hf.T5LayerNorm -> ConvTranspose1d -> CircularPad1d: synthesised by warpgym synth (seed 7, index 2567, transformers#4, dim 0 x1184)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """CosineSimilarity -> hf.T5LayerNorm -> ConvTranspose1d -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=16)
        self.convtranspose1d_2 = nn.ConvTranspose1d(in_channels=16, kernel_size=3, out_channels=16)
        self.circularpad1d_3 = nn.CircularPad1d(padding=1)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.t5layernorm_1(x)
        x = self.convtranspose1d_2(x)
        x = self.circularpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(9472, 64, 16, 16), torch.randn(9472, 64, 16, 16)]


def get_init_inputs():
    return []
