"""torch.narrow_copy -> LSTMCell -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 8, index 202, transformers#3, dim 0 x8255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.narrow_copy -> LSTMCell -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.lstmcell_1 = nn.LSTMCell(hidden_size=2, input_size=2)
        self.llamarmsnorm_2 = LlamaRMSNorm(hidden_size=2)

    def forward(self, x):
        x = torch.narrow_copy(x, -1, 2, 2)
        x = self.lstmcell_1(x)[0]
        x = self.llamarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(2113280, 256)]


def get_init_inputs():
    return []
