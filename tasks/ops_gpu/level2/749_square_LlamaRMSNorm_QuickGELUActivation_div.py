"""torch.square -> hf.LlamaRMSNorm -> hf.QuickGELUActivation -> torch.div: synthesised by warpgym synth (seed 7, index 1207, transformers#4, dim 0 x2585)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.square -> hf.LlamaRMSNorm -> hf.QuickGELUActivation -> torch.div"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=256)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = torch.square(x)
        x = self.llamarmsnorm_1(x)
        x = self.quickgeluactivation_2(x)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(661760, 256), torch.randn(661760, 256)]


def get_init_inputs():
    return []
