"""RNNCell -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 4813, transformers#2, dim 0 x1192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """RNNCell -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=1024, input_size=1024)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.rnncell_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(76288, 1024)]


def get_init_inputs():
    return []
