"""F.relu -> hf.MistralRMSNorm -> hf.Qwen2RMSNorm -> torch.div -> SELU: synthesised by warpgym synth (seed 7, index 568, transformers#5, dim 0 x2585)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.relu -> hf.MistralRMSNorm -> hf.Qwen2RMSNorm -> torch.div -> SELU"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=256)
        self.selu_4 = nn.SELU()

    def forward(self, x, x1):
        x = F.relu(x)
        x = self.mistralrmsnorm_1(x)
        x = self.qwen2rmsnorm_2(x)
        x = torch.div(x, x1)
        x = self.selu_4(x)
        return x


def get_inputs():
    return [torch.randn(330880, 256), torch.randn(330880, 256)]


def get_init_inputs():
    return []
